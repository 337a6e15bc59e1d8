export const pages = {
  postLoads: {
    title: 'Post Load',
    description: 'Post a load or open truck space for the marketplace.',
  },
  searchLoads: {
    title: 'Search Loads',
    description: 'Find loads and open trucks across the USA on the map and in the list.',
  },
  viewRequests: {
    title: 'View Requests',
    description: 'Requests carriers made on load #{{loadId}}.',
  },
  viewLoads: {
    title: 'My Loads',
    description: 'The loads you posted, their status and their requests.',
  },
  allLoads: {
    title: 'Avail. Loads',
    description: 'Loads available on the board.',
  },
  rates: {
    title: 'Market Rates',
    description: 'What lanes pay, from the deals agreed on this board.',
  },
  settings: {
    title: 'Settings',
    description: 'Load board links, service areas, route alerts and alert preferences.',
  },
  profile: {
    title: 'Profile',
    description: 'Your company and personal details, photo and password.',
  },
  subscription: {
    title: 'Subscription',
    description: 'Your plan, billing and transaction history.',
  },
  notifications: {
    title: 'Notifications',
    description: 'Load requests and alerts about your loads.',
  },
  adminUsers: {
    title: 'Manage Users',
    description: 'Accounts on the platform and their status.',
  },
  adminAnalytics: {
    title: 'System Analytics',
    description: 'Users, loads and revenue across the platform.',
  },
  adminActivityLogs: {
    title: 'Activity Logs',
    description: 'What happened on the platform, and who did it.',
  },
  adminLoadboardScraper: {
    title: 'Loadboard URLs Management',
    description: 'Load board links of every user, and the bulk sync.',
  },
  adminLoads: {
    title: 'Manage Loads',
    description: 'Every load on the platform.',
  },
  adminRequests: {
    title: 'Manage Requests',
    description: 'Every load request on the platform.',
  },
};
