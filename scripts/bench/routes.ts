/** The routes the bench measures (and the prerender spec checks for a first screen in the HTML). */
export const ROUTES = [
  '/',
  '/customerCase',
  '/customerCase/caseDetail?id=12',
  '/newsLantu?id=1',
  '/serviceContent',
  '/aboutLantu',
  '/contactUs',
];
