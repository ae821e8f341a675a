import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';

/** English LSTM data from npm (@tesseract.js-data/eng): read from disk, never downloaded. */
const langPath = join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * One tesseract.js worker per server, started on the first OCR request and reused (starting one
 * costs far more than reading a picture); requests take turns on it. Closed with the server.
 */
export class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  private start(): Promise<Worker> {
    // tesseract.js is loaded by the first OCR request, not with the server.
    this.worker ??= import('tesseract.js').then(({ createWorker }) => createWorker('eng', 1, { langPath, cacheMethod: 'none', gzip: true })).catch((error: unknown) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }

  /** Starts the worker now rather than on the first request. */
  async warmUp(): Promise<void> {
    await this.start();
  }

  /** The text tesseract reads in a PNG, lines kept. */
  read(png: Buffer): Promise<string> {
    const run = this.queue.then(async () => (await (await this.start()).recognize(png)).data.text);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker).terminate();
  }
}
