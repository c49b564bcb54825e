#!/usr/bin/env bash
# Splits one pathsift run over a Slurm job array, then merges the shards' results.
#   deploy/slurm/submit.sh SHARDS COMMAND ARGS...
#   deploy/slurm/submit.sh 8 verify --timeout 3600 --property unreach-call task.c
# Results go to $PATHSIFT_RESULTS (default: ./results); results/merged.json is the answer.
set -euo pipefail

if (($# < 3)); then
    echo "usage: $0 SHARDS COMMAND ARGS..." >&2
    exit 1
fi
shards=$1
shift
if ! [[ $shards =~ ^[1-9][0-9]*$ ]]; then
    echo "$0: SHARDS must be a positive number, not '$shards'" >&2
    exit 1
fi
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export PATHSIFT_RESULTS=${PATHSIFT_RESULTS:-$PWD/results}
array=$(sbatch --parsable --export=ALL --array="0-$((shards - 1))" \
    "$here/pathsift-shards.sbatch" "$@")
merge=$(sbatch --parsable --export=ALL --dependency="afterok:$array" \
    "$here/pathsift-merge.sbatch")
echo "shards: job $array (array 0-$((shards - 1))); merge: job $merge"
echo "result: $PATHSIFT_RESULTS/merged.json"
