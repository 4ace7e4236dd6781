/**
 * A complete trace event (ph `X`, µs), as the trace tools' unit tests build their traces: on
 * thread 1 of process 7 unless told.
 * @param {string} name
 * @param {number} ts
 * @param {number} dur
 */
export const X = (name, ts, dur, tid = 1, pid = 7) => ({ name, ph: 'X', ts, dur, pid, tid })
