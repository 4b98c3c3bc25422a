// The brand screens editBrandSetting has no path parameter in the route table, so the application
// travels in the query: ?id=<applicationId>. The add screen takes ?from=<applicationId> to apply
// again with an earlier application's details.
export const LIST_PATH = '/setting/brandSetting';
export const ADD_PATH = '/setting/addBrandSetting';
export const EDIT_PATH = '/setting/editBrandSetting';
