import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A 64×64 PNG (a dark silhouette on gold), small enough to live here as text. Tests make
 * their other files (too large, not an image) at run time rather than committing them.
 */
const AVATAR_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAA4VBMVEULCwspIxENDAsUEgwMDAsoIxC9nDHUrzcTEQwVEwwTEgy8mzG+nTK/njLNqTVFOhfMqDXGozSVfCh9aCRKPxhKPhjGpDSUeigODQsoIhAmIRAzLBO8nDHAnjJDORdJPRhCOBdzYCGHcCV/aiR+aSR+aCQhHQ+HcCY1LRTHpDR0YSF2YiIWFAyBayWAayWXfSmWfCkgHA+afyq6mTAyKxMwKRNNQBg0LRREORfDoTNXSRtcTRxhUR1bTBxwXiBZSxxURhtZShxyXyF8ZyOGbyWFbiWJciYhHRAxKhPOqjWIcSbjl6cgAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABZklEQVRYw+3Vx3KDMBAG4MVGWALcwL3EvTu9917f/4GSQyYTm5W0MpOc+M/sx0jsLpCJGUiABEiAvwe8UZe5LusOWxsB/nUKvmOfHJoDVQ6/kg5MgUcbVmKHZkB1rf5LCEwAh0Mk6awBcAFIbumAl8KAlEMGQkAzIANbOJAnAw0cYGSA4wCPCwgyUMcB6/8ucYgD22SghTZSjd5ImXsMuDSYBT+NfIO2yTgfRA5h75ktlHB9oYxMV1qwcgqxa75Uz69qP6+/a2+01p3BmcW5ld9xkn+jKVB86jA32okuK/crBKDwIEAa0SvogOwpKHPsqQFnHzQZ+yqgcATaNHMK4AYImcuBoqAAoiIFnoGUiRTo0ICSFGjQACYFOA3gcQEhBeo0wJIC5biX2KcBLzEbaTmTt3KPAiwUs5Br6uunqmHK+GNd/WtWs1Cm6vo3T7fScnPFTS4X74SlWpmULaQnuVX6mEWf/gS0x100eMs8VwAAAABJRU5ErkJggg==';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export function avatarPng(name = 'avatar.png'): FilePayload {
  return { name, mimeType: 'image/png', buffer: Buffer.from(AVATAR_PNG_BASE64, 'base64') };
}

/** A PNG-headed file one byte over the spec's 10485760-byte limit. */
export function oversizedPng(name = 'too-big.png'): FilePayload {
  const buffer = Buffer.alloc(10_485_760 + 1);
  Buffer.from(AVATAR_PNG_BASE64, 'base64').copy(buffer);
  return { name, mimeType: 'image/png', buffer };
}

export function textFile(name = 'notes.txt'): FilePayload {
  return { name, mimeType: 'text/plain', buffer: Buffer.from('Not an image at all.\n') };
}

/** The open Uppy Dashboard modal (its dialog box). */
export function uploadDialog(page: Page): Locator {
  return page.locator('.uppy-Dashboard--modal .uppy-Dashboard-inner[role="dialog"]');
}

/** Waits for the upload dialog, then picks files through its (hidden) file input. */
export async function pickFiles(page: Page, files: FilePayload | FilePayload[]) {
  await expect(uploadDialog(page)).toBeVisible();
  await page
    .locator('.uppy-Dashboard--modal .uppy-Dashboard-input[name="files[]"]:not([webkitdirectory])')
    .setInputFiles(files);
}
