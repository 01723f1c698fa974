// The community settings' public entry: the community's profile and configuration that
// other features show or obey.
export {
  type CommunityProfile,
  communityProfile,
  currentConfig,
  keptCommunityProfile,
  type SettingsSection,
  saveSettingsSection,
  settingsRow,
  storedCommunityProfile,
  updateCommunityProfile,
} from './community';
