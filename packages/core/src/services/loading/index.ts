// Filled by the services issue (#3).
export {}
