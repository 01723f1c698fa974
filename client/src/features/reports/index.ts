// Reporting and hiding (decision 021), for the screens that show members' items.
export { moderationItemUrl, REPORT_THANKS, useHide } from './api';
export { HIDDEN_MARK, HiddenMark } from './hidden-mark';
export { type ModerateAction, ModerateMenu } from './moderate-menu';
export { ReportButton } from './report-button';
export { REASON_CHOICES, ReportDialog } from './report-dialog';
