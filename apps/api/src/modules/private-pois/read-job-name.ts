/** The queue of private POI files (a module of its own: the services read it, the job imports them). */
export const PRIVATE_POI_READ_JOB = 'private-pois.read';
