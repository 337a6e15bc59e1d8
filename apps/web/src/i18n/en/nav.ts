export const nav = {
  dashboard: 'Dashboard',
  postLoads: 'Post Loads',
  searchLoads: 'Search Loads',
  myLoads: 'My Loads',
  availLoads: 'Avail. Loads',
  settings: 'Settings',
  profile: 'Profile',
  manageUsers: 'Manage Users',
  analytics: 'Analytics',
  activityLogs: 'Activity Logs',
  loadboardScraper: 'Loadboard Scraper',
  administration: 'Administration',
};
