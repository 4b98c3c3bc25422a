// The addresses of the add-on deal screens (route table: /promotion/pricincrease; the form is the
// same route with ?form, and ?form&id= to edit one).

export const ADDON_LIST_PATH = '/promotion/pricincrease';

/** The create form, or the edit form of one deal. */
export const addonFormPath = (addonId?: string) =>
  addonId ? `${ADDON_LIST_PATH}?form=edit&id=${encodeURIComponent(addonId)}` : `${ADDON_LIST_PATH}?form=new`;
