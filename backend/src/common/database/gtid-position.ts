/**
 * MariaDB GTID positions (`@@gtid_binlog_pos` on the primary, `@@gtid_slave_pos` on a replica): a comma-separated
 * list of `domain-server-sequence`, one per replication domain. Sequence numbers grow within a domain whatever
 * server wrote them, so a replica has applied a position when, in every domain the position names, its own
 * sequence number is at least as high (what MASTER_GTID_WAIT decides, without a round trip).
 */
export type GtidPosition = string;

function sequencesByDomain(position: GtidPosition): Map<string, bigint> {
  const sequences = new Map<string, bigint>();
  for (const entry of position
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\d+)-(\d+)-(\d+)$/.exec(entry);
    if (!match) throw new Error(`not a GTID position: "${position}"`);
    const [, domain, , sequence] = match;
    const known = sequences.get(domain);
    if (known === undefined || BigInt(sequence) > known) sequences.set(domain, BigInt(sequence));
  }
  return sequences;
}

/** True when a replica at `applied` has every transaction up to `wanted` (an empty `wanted` is always had). */
export function hasApplied(applied: GtidPosition, wanted: GtidPosition): boolean {
  const have = sequencesByDomain(applied);
  for (const [domain, sequence] of sequencesByDomain(wanted)) {
    if ((have.get(domain) ?? -1n) < sequence) return false;
  }
  return true;
}
