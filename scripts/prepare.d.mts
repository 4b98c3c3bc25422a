export declare const root: string;
export declare const npm: string;
export declare function run(cmd: string, args: string[], extra?: object): void;
export declare function newest(path: string): number;
export declare function installIfMissing(): void;
export declare function findBrowser(): string | undefined;
export declare const NO_BROWSER: string;
