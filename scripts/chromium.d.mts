export declare function chromiumPath(): string | undefined;
export declare const chromiumArgs: string[];
