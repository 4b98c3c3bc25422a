// The shipping area's face: a parcel's state tag and the actions on a parcel not yet picked up
// (cancel, reissue the waybill), which the order's page shows on each of its parcels.
export { ParcelActions, type ParcelRef } from './parcels/ParcelActions.tsx';
export { ParcelStatusTag } from './parcels/ParcelStatusTag.tsx';
export { PARCEL_LIST_PATH } from './parcels/parcel-queries.ts';
