import type { MemberSummary } from '@shared/contracts/common';
import type { Photo, PhotoAlbum } from '@shared/contracts/gallery';

// Answers of the gallery's routes for its component tests (the fake server's replies).

export const summary = (id: string, firstName: string): MemberSummary => ({
  id,
  firstName,
  lastName: 'Doe',
  email: `${firstName.toLowerCase()}@example.com`,
  profileImageUrl: null,
  title: null,
  company: null,
});

export const albumOf = (id: number, name: string, photoCount = 0, mine = false): PhotoAlbum => ({
  id,
  name,
  description: null,
  createdBy: 'someone',
  isPublic: true,
  coverPhotoId: null,
  photoCount,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  coverThumbnailUrl: null,
  owner: summary('someone', 'Sam'),
  mine,
  canEdit: mine,
  canDelete: mine,
  deleteNeedsReason: false,
});

export const photoOf = (
  id: number,
  title: string,
  canDelete: boolean,
  canEdit = canDelete,
  deleteNeedsReason = false,
): Photo => ({
  id,
  albumId: 1,
  title,
  description: null,
  fileName: `${title}.png`,
  fileSize: 10,
  mimeType: 'image/png',
  objectPath: `/objects/p${id}`,
  thumbnailPath: null,
  // Not compared by the client: the server's canDelete alone decides.
  uploadedBy: 'someone',
  width: 10,
  height: 10,
  createdAt: '2026-03-01T10:00:00.000Z',
  url: `/objects/p${id}`,
  thumbnailUrl: `/objects/p${id}`,
  uploader: summary('someone', 'Sam'),
  // Only its uploader edits a photo: theirs exactly when they may.
  mine: canEdit,
  canEdit,
  canDelete,
  deleteNeedsReason,
  hidden: false,
  canReport: !canEdit,
  reactions: [],
  myReactions: [],
});
