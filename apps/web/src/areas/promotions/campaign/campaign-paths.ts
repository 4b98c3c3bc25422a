// The addresses of the platform campaign screens (route table: /activityreport/index, urgeTable,
// activityTable, details/{id}, reportRegistration/{modeId}, promotionreport/{modeId}); a
// campaign's id is the modeId of its pages.

const id = (campaignId: string) => encodeURIComponent(campaignId);
export const CAMPAIGN_INDEX_PATH = '/activityreport/index';
export const URGE_TABLE_PATH = '/activityreport/urgeTable';
export const ACTIVITY_TABLE_PATH = '/activityreport/activityTable';
export const campaignDetailsPath = (campaignId: string) => `/activityreport/details/${id(campaignId)}`;
export const campaignRegisterPath = (campaignId: string) => `/activityreport/reportRegistration/${id(campaignId)}`;
export const campaignReportPath = (campaignId: string) => `/activityreport/promotionreport/${id(campaignId)}`;
