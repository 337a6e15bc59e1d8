/** The Profile screen (spec 2, Profile). */
export const profile = {
  photo: {
    label: 'Profile photo',
    change: 'Change photo',
    uploading: 'Uploading...',
    hint: 'JPEG, PNG, WebP or GIF, up to 5 MB.',
  },
  editProfile: 'Edit Profile',
  account: {
    title: 'Account Information',
    status: 'Status',
    memberSince: 'Member Since',
    lastUpdated: 'Last Updated',
  },
  statuses: {
    active: 'Active',
    inactive: 'Inactive',
    pending: 'Pending',
    suspended: 'Suspended',
  },
  company: {
    title: 'Company Information',
    companyName: 'Company Name',
    dotNumber: 'DOT Number',
    contactName: 'Contact Name',
    website: 'Website',
  },
  personal: {
    title: 'Personal Information',
    username: 'Username',
    email: 'Email',
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
  },
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  password: {
    title: 'Change Password',
    current: 'Current Password',
    new: 'New Password',
    confirm: 'Confirm New Password',
    submit: 'Update Password',
    submitting: 'Updating...',
  },
  sessions: {
    title: 'Active sessions',
    description:
      'Signed in on a shared or lost device? End every session of your account, this one included.',
    signOutEverywhere: 'Sign out everywhere',
    signingOut: 'Signing out...',
    failed: 'Could not sign out everywhere. Please try again.',
  },
};
