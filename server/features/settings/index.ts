// The community settings' public entry: the community's profile and configuration that
// other features show or obey.
export {
  type CommunityProfile,
  communityProfile,
  currentConfig,
  keptCommunityProfile,
  saveSettingsSection,
  settingsRow,
  storedCommunityProfile,
  updateCommunityProfile,
} from './community';
