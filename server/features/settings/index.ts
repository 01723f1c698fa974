// The community settings' public entry: the community's profile and configuration that
// other features show or obey.
export {
  communityProfile,
  currentConfig,
  keptCommunityProfile,
  storedCommunityProfile,
  updateCommunityProfile,
} from './community';
