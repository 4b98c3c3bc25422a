// The addresses of the T Plus member offer screens (route table: /promotion/plusmember; the form is
// the same route with ?form).

export const PLUS_PATH = '/promotion/plusmember';
export const PLUS_FORM_PATH = `${PLUS_PATH}?form=new`;
