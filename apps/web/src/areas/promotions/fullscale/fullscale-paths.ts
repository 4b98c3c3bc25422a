// The addresses of the full-scale screens (route table: /promotion/fullscale; the form is the same
// route with ?form, and ?form&id= to edit one).

export const FULLSCALE_LIST_PATH = '/promotion/fullscale';

/** The create form, or the edit form of one promotion. */
export const fullscaleFormPath = (fullscaleId?: string) =>
  fullscaleId
    ? `${FULLSCALE_LIST_PATH}?form=edit&id=${encodeURIComponent(fullscaleId)}`
    : `${FULLSCALE_LIST_PATH}?form=new`;
