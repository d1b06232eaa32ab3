/*
 * elevator.c: an elevator controller for 10 floors as a state machine: call
 * (request a floor), move_up, move_down, open_door, close_door, emergency
 * (back to the ground floor), reset (clear all requests) and status. The
 * car never moves with its door open; opening the door serves the request
 * of the current floor.
 *
 * Bug: move_up's top-floor check is off by one (floor < FLOORS instead of
 *      floor < FLOORS - 1): 10 moves up take the car to floor 10, and opening
 *      the door there clears requests[10], one past the end ([bounds] store
 *      in open_door).
 * Features: call move_up move_down open_door close_door emergency reset status
 * Needs: move_up open_door (move_down and emergency delay the bug; an open
 *        door blocks moving until close_door; call, reset and status are
 *        irrelevant)
 * Smallest depth: 11
 * Verdicts: 1-9 BOUNDED; 10 VERIFIED; 11- FAILED
 * Depths quick: 12 40
 * Depths full: 12 60 100 200 500
 */
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 12
#endif

#define FLOORS 10

int requests[FLOORS];
int floor_no;
int door_open;

void call(int f) {
  swarm_log("call");
  if (f >= 0 && f < FLOORS)
    requests[f] = 1;
}

void move_up(void) {
  swarm_log("move_up");
  if (door_open)
    return;
  if (floor_no < FLOORS) /* BUG: should be FLOORS - 1 */
    floor_no++;
}

void move_down(void) {
  swarm_log("move_down");
  if (!door_open && floor_no > 0)
    floor_no--;
}

void open_door(void) {
  swarm_log("open_door");
  door_open = 1;
  requests[floor_no] = 0;
}

void close_door(void) {
  swarm_log("close_door");
  door_open = 0;
}

void emergency(void) {
  swarm_log("emergency");
  door_open = 0;
  floor_no = 0;
}

void reset(void) {
  swarm_log("reset");
  for (int f = 0; f < FLOORS; f++)
    requests[f] = 0;
}

int status(void) {
  swarm_log("status");
  int pending = 0;
  for (int f = 0; f < FLOORS; f++)
    pending += requests[f];
  return pending;
}

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    switch (__VERIFIER_nondet_int()) {
    case 0: call(__VERIFIER_nondet_int()); break;
    case 1: move_up(); break;
    case 2: move_down(); break;
    case 3: open_door(); break;
    case 4: close_door(); break;
    case 5: emergency(); break;
    case 6: reset(); break;
    default: status(); break;
    }
  }
  return 0;
}
