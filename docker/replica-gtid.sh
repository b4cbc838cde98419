# Run by the MariaDB image on the replica's first start (docker-compose.replica.yml), right after it pointed the
# replica at the primary: follow by GTID from the replica's own position, so it can be re-pointed at another
# primary after a failover, and so the app can tell what it has applied (@@gtid_slave_pos).
docker_process_sql <<EOSQL
STOP REPLICA;
CHANGE MASTER TO MASTER_USE_GTID=slave_pos;
START REPLICA;
EOSQL
