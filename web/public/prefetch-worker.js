// Fetches the files a page will run into the browser's HTTP cache, off the page's main thread: each
// request a page starts itself costs its main thread a task (decision 0035). The page loader
// (core/src/page-loader-script.ts) sends the list once the page, and its first screen, are in.

self.onmessage = (event) => {
  const files = Array.isArray(event.data) ? event.data : [];
  // Read to the end, so the cache keeps them; a failure leaves that file to the page.
  const fetched = files.map((file) =>
    fetch(file, { priority: 'low' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined),
  );
  Promise.all(fetched).then(() => self.close());
};
