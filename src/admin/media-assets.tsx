import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { mediaPublicFolder } from '../content/media.ts';

/*
 * Content names an upload by its public path (/media/name.jpg, src/content/media.ts), but
 * nothing serves /media/: the site shows the variants the build makes. Decap takes a path that
 * starts with a slash for an address and loads it as is, which here answers with a web page,
 * so the field's thumbnail and the preview showed a broken picture. A name inside the media
 * folder, on the other hand, Decap reads through its backend: the upload of this session from
 * memory, an earlier one from the working tree (npm run cms) or from the git host (the live
 * editor, drafts included). So the editor asks Decap for the file's name in the media folder.
 * See docs/decisions/073-editor-media-and-words.md.
 */

/** Decap's asset lookup, as the image widget and the preview pane receive it. */
export type GetAsset = (path: string, field?: unknown) => { toString(): string; path?: string };

/** An upload's public path (/media/name.jpg) as Decap finds it in its media folder. */
export function inMediaFolder(path: string): string {
  const prefix = `${mediaPublicFolder}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** What Decap's getAsset answers while it still reads the file (an empty SVG). */
const stillLoading = (asset: { path?: string }) => asset.path === 'empty.svg';

/** How often, and how long, to ask again for a file Decap is still reading. */
const retryMs = 250;
const maxRetries = 240;

/**
 * `getAsset` that reads uploads through the editor's backend. Decap reads a file it has not
 * got yet (an entry reopened after a reload, or just saved) in the background and tells nobody when it has
 * it: the thumbnail would keep the empty picture it got first. While the answer is that empty
 * picture, this asks again shortly, under a new identity, which makes the field and the
 * preview ask for the picture again.
 */
export function useMediaFolderAssets(getAsset: GetAsset): GetAsset {
  const [retries, setRetries] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback<GetAsset>(
    (path, field) => {
      const asset = getAsset(inMediaFolder(path), field);
      if (stillLoading(asset) && retries < maxRetries && timer.current === undefined) {
        timer.current = setTimeout(() => {
          timer.current = undefined;
          setRetries((count) => count + 1);
        }, retryMs);
      }
      return asset;
    },
    [getAsset, retries],
  );
}

/** A widget's control or preview given that `getAsset`. */
export function withMediaFolderAssets<P extends { getAsset: GetAsset }>(
  Inner: ComponentType<P>,
): ComponentType<P> {
  function MediaFolderAssets(props: P) {
    const getAsset = useMediaFolderAssets(props.getAsset);
    return <Inner {...props} getAsset={getAsset} />;
  }
  MediaFolderAssets.displayName = `MediaFolderAssets(${Inner.displayName ?? Inner.name})`;
  return MediaFolderAssets;
}
