/**
 * Generated from the server's route schemas by `npm run openapi`. Do not edit.
 */

export interface paths {
    "/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the signed-in user (JSON, or multipart with avatar_file and hero_medium_file) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 to 50 characters after trimming. */
                        display_name?: string;
                        /** @enum {string} */
                        locale?: "en" | "de" | "it";
                        nft_trading_help_seen?: boolean;
                        /** @description JSON, as a string, at most 4 KB (web push subscription). */
                        notification_token?: string | null;
                        /** @description A JSON object, as a string, at most 4 KB. */
                        oembed_consent?: string | null;
                        skip_boost_modal?: boolean;
                        user?: {
                            /** @description 1 to 50 characters after trimming. */
                            display_name?: string;
                            /** @enum {string} */
                            locale?: "en" | "de" | "it";
                            nft_trading_help_seen?: boolean;
                            /** @description JSON, as a string, at most 4 KB (web push subscription). */
                            notification_token?: string | null;
                            /** @description A JSON object, as a string, at most 4 KB. */
                            oembed_consent?: string | null;
                            skip_boost_modal?: boolean;
                            /** Format: date-time */
                            welcomed_at?: string | null;
                        };
                        /** Format: date-time */
                        welcomed_at?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CurrentUser"];
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
                401: {
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
                /** @description The error body: message, stable code and field messages. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        /** Delete the signed-in user and their identity account */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consent/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This browser's saved cookie consent */
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
                            data: components["schemas"]["Consent"];
                        };
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
        /** Save the cookie consent (sets the consentId cookie) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        advertising: boolean;
                        analyze: boolean;
                        customization: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Consent"];
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
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
                            /** @description The OpenID Connect provider the app signs in with (docs/ACCOUNTS.md). */
                            identity: {
                                authorization_endpoint: string;
                                client_id: string;
                                end_session_endpoint: string;
                                issuer: string;
                                recovery_url: string;
                                registration_url: string;
                                token_endpoint: string;
                                /** @description The app's sign-in callback path. */
                                web_redirect_path: string;
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
    "/v2/profiles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's public profile */
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
                            data: components["schemas"]["PublicProfile"];
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
                401: {
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
    "/v2/user/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
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
                            data: components["schemas"]["CurrentUser"];
                            included: components["schemas"]["Organization"][];
                        };
                    };
                };
                /** @description The error body: message, stable code and field messages. */
                401: {
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
    "/v2/users/{id}/toggle_block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block or unblock a user */
        post: {
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
                            data: components["schemas"]["UserBlockState"];
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
                401: {
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
                /** @description The error body: message, stable code and field messages. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
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
        Consent: {
            advertising: boolean;
            analyze: boolean;
            customization: boolean;
            /** Format: uuid */
            id: string;
        };
        CurrentUser: {
            attributes: {
                admin_wallet_address: string | null;
                avatar_thumbnail: string | null;
                blocked_by_current_user: boolean;
                common_chat_conversation_id: string | null;
                /** Format: date-time */
                created_at: string;
                current_user_blocked_by_user: boolean;
                display_name: string;
                email: string | null;
                /** @description Base units (8 decimals), as a string. */
                frozen_tokens: string;
                hero_medium_image: string | null;
                /** Format: date */
                last_day_active: string | null;
                locale: string;
                nft_address: string | null;
                nft_trading_help_seen: boolean;
                /** @description JSON as a string. */
                notification_token: string | null;
                /** @description JSON object as a string. */
                oembed_consent: string | null;
                open_notifications: number;
                paid_subscription: boolean;
                path_to_profile: string;
                skip_boost_modal: boolean;
                slug: string;
                /** @enum {string} */
                status: "unlocked" | "locked" | "banned";
                token_contract: string | null;
                uid: string;
                uses_hotwallet: boolean;
                verified: boolean;
                wallet_address: string | null;
                /** Format: date-time */
                welcomed_at: string | null;
            };
            id: string;
            relationships: {
                organization: {
                    data: {
                        id: string;
                        type: string;
                    } | null;
                };
            };
            /** @enum {string} */
            type: "user";
        };
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
            /** @description The OpenID Connect provider the app signs in with (docs/ACCOUNTS.md). */
            identity: {
                authorization_endpoint: string;
                client_id: string;
                end_session_endpoint: string;
                issuer: string;
                recovery_url: string;
                registration_url: string;
                token_endpoint: string;
                /** @description The app's sign-in callback path. */
                web_redirect_path: string;
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
        Organization: {
            attributes: {
                name: string;
            };
            id: string;
            /** @enum {string} */
            type: "organization";
        };
        PublicProfile: {
            attributes: {
                avatar_thumbnail: string | null;
                blocked_by_current_user: boolean;
                current_user_blocked_by_user: boolean;
                daily_nft_gift_count: number;
                display_name: string;
                hero_medium_image: string | null;
                nft_trade_info: {
                    has_tradable_duplicates: boolean;
                };
                path_to_profile: string;
                slug: string;
                /** @enum {string} */
                status: "unlocked" | "locked" | "banned";
                uid: string;
                verified: boolean;
                wallet_address: string | null;
            };
            id: string;
            /** @enum {string} */
            type: "user";
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
        UserBlockState: {
            attributes: {
                blocked_by_current_user: boolean;
                current_user_blocked_by_user: boolean;
            };
            id: string;
            /** @enum {string} */
            type: "user";
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
