/**
 * The Web Lock every tab takes for a profile or equipment write, so that two tabs' read-modify-writes never interleave.
 * Locks are granted in the order asked: whoever takes this one after a write was asked for sees that write done.
 */
export const PROFILE_WRITE_LOCK = 'fitness-profile-write';
