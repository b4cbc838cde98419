# Run by the MariaDB image on the primary's first start (docker-compose.replica.yml), after it made the database:
# the user the app reads the replicas with. Made on the primary, it reaches every replica by replication.
# REPLICA_READER_PASSWORD: letters and digits only (it goes into DATABASE_REPLICA_URLS).
docker_process_sql --database=mysql <<EOSQL
CREATE USER 'reader'@'%' IDENTIFIED BY '${REPLICA_READER_PASSWORD}';
GRANT SELECT ON \`${MARIADB_DATABASE}\`.* TO 'reader'@'%';
GRANT SLAVE MONITOR ON *.* TO 'reader'@'%';
EOSQL
