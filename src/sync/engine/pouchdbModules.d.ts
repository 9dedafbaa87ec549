// PouchDB ships no types; the community ones bring Node's into the whole program. The sync code uses PouchDB only
// through the narrow interfaces of ./syncSession.ts, so each module is declared as what it is to that code.
declare module 'pouchdb-core' {
  interface PouchConstructor {
    new (name: string, options?: Record<string, unknown>): unknown;
    plugin(plugin: unknown): PouchConstructor;
  }
  const PouchDB: PouchConstructor;
  export default PouchDB;
}
declare module 'pouchdb-adapter-idb' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-adapter-http' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-replication' {
  const plugin: unknown;
  export default plugin;
}
