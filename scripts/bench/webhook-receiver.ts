/**
 * Webhook receivers for `npm run load:reminders`, in a process of their own as a developer's server
 * would be: `/fail/...` answers 500, anything else 204. Prints `siap <port>`, then one line per
 * delivery: `<webhook-id> <epoch ms when it arrived>`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    process.stdout.write(`${String(req.headers['webhook-id'])} ${Date.now()}\n`);
    res.statusCode = req.url?.startsWith('/fail') ? 500 : 204;
    res.end();
  });
});
receiver.listen(0, process.env.HOST ?? '127.0.0.1', () => process.stdout.write(`siap ${(receiver.address() as AddressInfo).port}\n`));
