import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

export default ResetPasswordPage;
