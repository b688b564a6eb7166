import { createServer } from 'node:http';

/**
 * Stands in for the help-desk and live-chat providers during end-to-end runs: each script marks
 * the slot it was loaded into, so a test sees that it ran. PORT is given by the Playwright config.
 */
const stub = (name: string) =>
  `document.currentScript && document.currentScript.parentElement.setAttribute('data-stub-loaded', '${name}');\n`;

const scripts: Record<string, string> = { '/helpdesk.js': stub('helpdesk'), '/chat.js': stub('chat') };

createServer((request, response) => {
  const body = scripts[request.url ?? ''];
  response.writeHead(body ? 200 : 404, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
  response.end(body ?? '');
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('Widget stubs ready'));
