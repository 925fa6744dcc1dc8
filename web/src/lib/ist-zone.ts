/**
 * Everyone reads times in India Standard Time (spec: Asia/Kolkata), whatever the device's zone. Its own
 * file so a screen that needs only the zone (the landing hero's chat) does not load every IST formatter.
 */
export const IST_TIME_ZONE = "Asia/Kolkata";
