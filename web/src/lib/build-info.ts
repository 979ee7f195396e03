/** Product name shown after every page title and in the brand link. A proper name: not translated. */
export const PRODUCT_NAME = 'DAPNET';

/** Version of this web app (package.json) and the short commit it was built from. */
export const WEB_VERSION: string = __WEB_VERSION__;
export const WEB_COMMIT: string = __WEB_COMMIT__;
