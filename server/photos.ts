import type { NextFunction, Request, Response } from "express";
import { parsePhotoName, photoFile, PHOTO_WIDTHS } from "~/lib/photos";
import { openPhotoKey } from "~/platform/sealed.server";

/**
 * Species photos, stored by the photo lookup under their number and served only under their sealed
 * address (`/photos/<key>-<width>.<format>`): the number would lead to the credits page's source, and so
 * to the species. A photo's file never changes once written.
 */
export function speciesPhotos(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = parsePhotoName(req.path.slice(1));
    const id = name ? openPhotoKey(name.key) : null;
    if (!name || id === null) return next();
    // A width added after the photo was stored is written at the next start; until then the next larger
    // one answers for it, cached briefly.
    const send = (width: number, standIn: boolean) =>
      res.sendFile(photoFile(id, width, name.format), { root: dir, immutable: !standIn, maxAge: standIn ? "1h" : "1y" }, (error) => {
        if (!error || res.headersSent) return;
        const larger = PHOTO_WIDTHS.find((w) => w > width);
        if (larger && (error as NodeJS.ErrnoException).code === "ENOENT") send(larger, true);
        else next();
      });
    send(name.width, false);
  };
}
