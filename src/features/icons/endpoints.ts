/**
 * The endpoints of the icon gallery, relative to the API base: the feature's API functions call them
 * (`fillPath`) and the fake backend answers them, so that each path is written once.
 */
export const iconsEndpoints = {
  set: 'api/ui/icons/:set',
} as const;
