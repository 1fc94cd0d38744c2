/**
 * Answers the device's IANA time zone. It runs in a worker because the first Intl.DateTimeFormat
 * of a thread loads the time-zone data, a long block of the page's own thread on a phone.
 */
self.postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '');
