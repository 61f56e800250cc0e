import { configure } from '@testing-library/react';

// The web suite runs beside the API suites on two cores: a lazy screen's code and strings have
// taken over Testing Library's default 1 s to arrive (the /admin not-found test in router.test.tsx
// failed so now and then). Waiting longer changes nothing for a test that passes.
configure({ asyncUtilTimeout: 5000 });
