#!/usr/bin/env bash
printf 'I am not a chess engine\n'
while IFS= read -r line; do :; done
