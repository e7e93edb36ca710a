/**
 * Generated from the server's route schemas by `npm run openapi`. Do not edit.
 */

export interface paths {
    "/customizer/render/web/icons.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Icons by name */
        get: {
            parameters: {
                query?: {
                    version?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customizer/render/web/module-config.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Module configuration */
        get: {
            parameters: {
                query?: {
                    version?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            campaign_aliases: {
                                [key: string]: string;
                            };
                            feature_flags: {
                                [key: string]: boolean;
                            };
                            instance: {
                                background_color: string;
                                name: string;
                                short_name: string;
                                theme_color: string;
                            };
                            modules: {
                                chat: boolean;
                                contents: boolean;
                                events: boolean;
                                home: boolean;
                                nfts: {
                                    enabled: boolean;
                                    nftGiftingDailyLimit: number;
                                    nftTrading: boolean;
                                };
                                organizations: {
                                    displayList: boolean;
                                    enabled: boolean;
                                };
                                participate: {
                                    ama: boolean;
                                    crowdsourcing: boolean;
                                    voting: boolean;
                                };
                                postToFeed: {
                                    enabled: boolean;
                                };
                                shop: boolean;
                                spaces: boolean;
                            };
                            options: {
                                default_language: string;
                                encourageFanIdWalletCreation: boolean;
                                hideCookieConsent: boolean;
                                language_options: string[];
                                registered_users_only: {
                                    enabled: boolean;
                                };
                            };
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customizer/render/web/routes.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Route words */
        get: {
            parameters: {
                query?: {
                    version?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customizer/render/web/translations/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Translations of one language */
        get: {
            parameters: {
                query?: {
                    version?: string;
                };
                header?: never;
                path: {
                    /** @description e.g. de.json */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/menu_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List menu items */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    position?: "sidebar_top" | "sidebar" | "bottom_bar" | "mobile_bar";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MenuItem"][];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/menu_items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a menu item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MenuItem"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/static_pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a static page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StaticPage"];
                            included: unknown[];
                            meta: Record<string, never>;
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The error body: message, stable code and field messages. */
        ErrorBody: {
            code: string;
            error: string;
            errors: {
                full_messages: string[];
            } & {
                [key: string]: string[];
            };
        };
        IconsDocument: {
            [key: string]: string;
        };
        MenuItem: {
            attributes: {
                app_name: string | null;
                icon: string | null;
                menu_position: "sidebar_top" | "sidebar" | "bottom_bar" | "mobile_bar";
                menu_type: "single_page" | "collection" | "link" | "app_integration" | "resource" | "iframe";
                sort_order: number;
                target: string | null;
                title: string;
            };
            id: string;
            relationships: Record<string, never>;
            /** @enum {string} */
            type: "menu_item";
        };
        ModuleConfigDocument: {
            campaign_aliases: {
                [key: string]: string;
            };
            feature_flags: {
                [key: string]: boolean;
            };
            instance: {
                background_color: string;
                name: string;
                short_name: string;
                theme_color: string;
            };
            modules: {
                chat: boolean;
                contents: boolean;
                events: boolean;
                home: boolean;
                nfts: {
                    enabled: boolean;
                    nftGiftingDailyLimit: number;
                    nftTrading: boolean;
                };
                organizations: {
                    displayList: boolean;
                    enabled: boolean;
                };
                participate: {
                    ama: boolean;
                    crowdsourcing: boolean;
                    voting: boolean;
                };
                postToFeed: {
                    enabled: boolean;
                };
                shop: boolean;
                spaces: boolean;
            };
            options: {
                default_language: string;
                encourageFanIdWalletCreation: boolean;
                hideCookieConsent: boolean;
                language_options: string[];
                registered_users_only: {
                    enabled: boolean;
                };
            };
            version: number;
        };
        RoutesDocument: {
            [key: string]: string;
        };
        StaticPage: {
            attributes: {
                /** @description Sanitized HTML. */
                body: string;
                comments_count: number;
                description: string;
                /** @description The language title and body are in. */
                locale: string;
                menu_slug: string | null;
                no_crawl: boolean;
                slug: string;
                title: string;
                translated_slugs: {
                    locale: string;
                    slug: string;
                }[];
                /** Format: date-time */
                updated_at: string;
            };
            id: string;
            relationships: {
                top_comments: {
                    data: {
                        id: string;
                        type: string;
                    }[];
                };
            };
            /** @enum {string} */
            type: "static_page";
        };
        TranslationsDocument: {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
