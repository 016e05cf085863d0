/**
 * The `self` picture service (server/pictures) as the preview and `npm start` run it: variants
 * made on request from the site's files (dist/ or public/) or the mock CMS's uploads (made from
 * the artwork on first use, scripts/art/uploads.ts), and from the hosts of IMAGE_HOSTS.
 */
import fs from 'fs';
import type { IncomingMessage, ServerResponse } from 'http';
import path from 'path';
import { IMAGE_HOSTS } from '../../config/csp';
import { mockUploadFile } from '../uploads';
import { createPictureService, fileReader } from '../pictures/service';

export function previewPictures({ root, files }: { root: string; files: string }) {
  const readFile = fileReader(files);
  const service = createPictureService({
    readLocal: async (key) => {
      const file = await readFile(key);
      if (file) return file;
      const upload = await mockUploadFile(key, root);
      return upload ? fs.promises.readFile(upload) : null;
    },
    hosts: IMAGE_HOSTS,
    // One encode per core, as the service does; but a page of sixty pictures asked for at once
    // waits its turn here rather than meeting "busy" (503): the preview has one visitor or a test
    // run, not the internet.
    maxQueue: 256,
    cacheDir: path.join(root, 'node_modules', '.cache', 'lantu-pictures', 'service'),
  });
  // A variant the build wrote is a file like any other: the static files answer it.
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const pathname = (req.url ?? '').split('?')[0];
    let built = false;
    try {
      built =
        pathname.startsWith('/_img/') &&
        fs.statSync(path.join(files, decodeURIComponent(pathname))).isFile();
    } catch {
      built = false;
    }
    if (built) next();
    else service(req, res, next);
  };
}
