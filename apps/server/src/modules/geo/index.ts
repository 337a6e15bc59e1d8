/** ZIP codes, distances and road miles: what every module that places a load or an area uses. */
export { geoRoutes } from './routes.ts';
export { builtinRoadMiles, laneRoadMiles, type RoadMiles } from './routing.ts';
export { findZip } from './service.ts';
export {
  circleBounds,
  circleHaversine,
  distanceMiles,
  type GeoPoint,
  lookupZip,
  METERS_PER_MILE,
  roundMiles,
  toRadians,
  type ZipInfo,
  zipsWithin,
} from './zip-database.ts';
