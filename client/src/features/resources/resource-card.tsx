import {
  Clock,
  Download,
  ExternalLink,
  type LucideIcon,
  Pencil,
  Play,
  Share2,
  Trash2,
} from 'lucide-react';
import { FormattedText } from '@/components/formatted-text';
import { MemberLink } from '@/components/member-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { BookmarkButton } from '@/features/bookmarks';
import { HiddenMark, ModerateMenu, ReportButton } from '@/features/reports';
import { relativeTime } from '@/lib/dates';
import { itemLabel } from '@/lib/item-label';
import { FORMER_MEMBER } from '@/lib/names';
import type { ResourceItem } from './api';
import { formatFileSize } from './format';
import { isResourceType, openLabel, TYPE_LABELS, typeIcon } from './resource-types';

interface ResourceCardProps {
  resource: ResourceItem;
  opening: boolean;
  onOpen: () => void;
  onShare: () => void;
  /** The title's id, when this resource is shown twice (the shared one, above the list). */
  headingId?: string;
  /** Shown as the one a shared address named. */
  highlighted?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const uploaderName = (r: ResourceItem) =>
  r.uploader?.former
    ? FORMER_MEMBER
    : [r.uploader?.firstName, r.uploader?.lastName]
        .map((part) => (part ?? '').trim())
        .filter(Boolean)
        .join(' ') || 'a member';

function OpenIcon({ type }: { type: string }) {
  if (type === 'video') return <Play aria-hidden="true" />;
  if (type === 'link') return <ExternalLink aria-hidden="true" />;
  return <Download aria-hidden="true" />;
}

/**
 * Edit or Delete on a card: the word is shown, the name says which resource ("Edit
 * Budget template"), so a list of cards reads apart in a screen reader.
 */
function ManageButton({
  icon: Icon,
  verb,
  title,
  onClick,
  className,
}: {
  icon: LucideIcon;
  verb: string;
  title: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      className={className}
      onClick={onClick}
      aria-label={itemLabel(verb, title)}
    >
      <Icon aria-hidden="true" />
      <span aria-hidden="true">{verb}</span>
    </Button>
  );
}

/** One resource (spec §2): icon, title, description, who and when, size, duration, actions. */
export function ResourceCard({
  resource: r,
  opening,
  onOpen,
  onShare,
  onEdit,
  onDelete,
  headingId: givenHeadingId,
  highlighted = false,
}: ResourceCardProps) {
  const Icon = typeIcon(r.type);
  const size = formatFileSize(r.fileSize);
  const headingId = givenHeadingId ?? `resource-${r.id}-title`;
  // Staff on someone else's resource: its Delete asks why, and they may hide it.
  const staff = r.deleteNeedsReason;
  const ownEdit = r.canEdit;
  const ownDelete = r.canDelete && !staff;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="resource-card"
      data-highlighted={highlighted || undefined}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm data-highlighted:border-gold data-highlighted:ring-2 data-highlighted:ring-gold"
    >
      <div className="flex items-start gap-3">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-lg bg-ink text-gold"
          data-testid="resource-type-icon"
          data-type={r.type}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg leading-snug font-semibold wrap-anywhere">
            {r.title}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span className="rounded-full border px-2 py-0.5 font-medium text-foreground">
              {isResourceType(r.type) ? TYPE_LABELS[r.type] : r.type}
            </span>
            {r.category ? (
              <span
                className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground"
                data-testid="resource-category"
              >
                {r.category.name}
              </span>
            ) : null}
          </p>
        </div>
      </div>

      {r.description ? (
        <FormattedText
          text={r.description}
          className="line-clamp-4 text-sm text-muted-foreground"
        />
      ) : null}

      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="flex basis-full flex-wrap gap-x-1">
          <dt>Uploaded by</dt>
          <dd className="font-medium text-foreground" data-testid="resource-uploader">
            <MemberLink member={r.uploader} name={uploaderName(r)} />
          </dd>
          <dd>
            · <time dateTime={r.createdAt}>{relativeTime(r.createdAt)}</time>
          </dd>
        </div>
        {r.fileName ? (
          <div className="flex min-w-0 basis-full gap-1">
            <dt>File</dt>
            <dd
              className="min-w-0 font-medium [overflow-wrap:anywhere] text-foreground"
              data-testid="resource-file-name"
            >
              {r.fileName}
            </dd>
          </div>
        ) : null}
        {size ? (
          <div className="flex gap-1">
            <dt>Size</dt>
            <dd className="font-medium text-foreground" data-testid="resource-size">
              {size}
            </dd>
          </div>
        ) : null}
        {r.duration ? (
          <div className="flex items-center gap-1">
            <dt>
              <Clock className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Duration</span>
            </dt>
            <dd className="font-medium text-foreground" data-testid="resource-duration">
              {r.duration}
            </dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt className="sr-only">Downloads</dt>
          <dd data-testid="resource-downloads">
            {r.downloadCount} {r.downloadCount === 1 ? 'download' : 'downloads'}
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-4">
        <Button
          type="button"
          size="sm"
          onClick={onOpen}
          disabled={opening || !r.url}
          aria-busy={opening || undefined}
          aria-label={itemLabel(openLabel(r.type), r.title)}
        >
          {opening ? <Spinner className="size-4 text-ink" /> : <OpenIcon type={r.type} />}
          {openLabel(r.type)}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onShare}
          aria-label={itemLabel('Share', r.title)}
        >
          <Share2 aria-hidden="true" />
          Share
        </Button>
        <BookmarkButton kind="resource" id={r.id} item={r.title} />
        {/* The sharer's Edit and Delete (`canEdit`, spec §6); staff's Moderate menu on someone
            else's (`deleteNeedsReason`: Hide from members, Delete… with a reason, decisions 021, 022). */}
        {ownEdit || ownDelete ? (
          <span className="ml-auto flex gap-1">
            {ownEdit ? (
              <ManageButton icon={Pencil} verb="Edit" title={r.title} onClick={onEdit} />
            ) : null}
            {ownDelete ? (
              <ManageButton
                icon={Trash2}
                verb="Delete"
                title={r.title}
                onClick={onDelete}
                className="text-destructive-text"
              />
            ) : null}
          </span>
        ) : null}
        {r.canReport ? (
          <ReportButton
            itemType="resource"
            itemId={r.id}
            what="this resource"
            describedBy={headingId}
            className={ownEdit || ownDelete ? undefined : 'ml-auto'}
          />
        ) : null}
        {staff ? (
          <ModerateMenu
            hide={r.hidden ? undefined : { itemType: 'resource', itemId: r.id }}
            onDelete={r.canDelete ? onDelete : undefined}
            describedBy={headingId}
            size="sm"
            className={ownEdit || ownDelete || r.canReport ? undefined : 'ml-auto'}
          />
        ) : null}
        {r.hidden ? <HiddenMark itemType="resource" itemId={r.id} canUnhide={staff} /> : null}
      </div>
    </article>
  );
}
