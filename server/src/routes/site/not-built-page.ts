/**
 * Shown at / when the web app has not been built, so a fresh checkout explains itself instead
 * of answering 404. Self-contained: no scripts, no external resources (the CSP allows neither).
 */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>DAPNET Web: not built yet</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; }
      code { background: #f0f0f0; padding: 0.1rem 0.3rem; border-radius: 0.2rem; }
    </style>
  </head>
  <body>
    <h1>The web app has not been built yet</h1>
    <p>The server is running and its API answers under <code>/api</code>, but there is no built
      web app to show.</p>
    <p>Run <code>npm run build</code> in the project folder, then reload this page
      (<code>npm start</code> builds and starts in one step).</p>
  </body>
</html>
`;
