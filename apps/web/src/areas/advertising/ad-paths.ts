// The addresses of advertising (route table, /activityreport/...).

export const ADVERTISING_PATH = '/activityreport/advertising';
export const OPEN_PATH = '/activityreport/open';
export const RESULT_PATH = '/activityreport/result';
export const RECORDS_PATH = '/activityreport/transactionRecords';
export const ADD_PLAN_PATH = '/activityreport/add';
export const editPlanPath = (planId: string) => `/activityreport/editShopAd?planId=${encodeURIComponent(planId)}`;
export const planDetailsPath = (planId: string) =>
  `/activityreport/advertisingplandetails/${encodeURIComponent(planId)}`;
export const resultPath = (rechargeId: string) => `${RESULT_PATH}?rechargeId=${encodeURIComponent(rechargeId)}`;
export const BRAND_LIST_PATH = '/activityreport/advertisingsubmissionlist';
export const brandDetailsPath = (reportId: string) =>
  `/activityreport/advertisingsubmissiondetails/${encodeURIComponent(reportId)}`;
/** The registration for a slot (codReportId is the slot); with reportId, a change of that submission. */
export const brandRegistrationPath = (modeId: string, reportId?: string) =>
  `/activityreport/advertisingregistration/${encodeURIComponent(modeId)}${reportId ? `?reportId=${encodeURIComponent(reportId)}` : ''}`;
