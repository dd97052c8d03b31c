/** What a stylesheet import is in jest: nothing (see jest.config moduleNameMapper). */
export {};
