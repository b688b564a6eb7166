import { publicApiBase } from '../../config/public-env.ts';
import { createMediaUrl } from '../../lib/paths.ts';

/** Address of an uploaded image or file as islands load it: from the API host in the browser. */
export const mediaUrl = createMediaUrl(publicApiBase);
