/* <signal.h>: synchronous signals. A table of dispositions per signal
 * (signal, sigaction); raise and kill(getpid(), s) deliver at once: the
 * installed handler runs before they return, SIG_IGN does nothing, SIG_DFL
 * ends the program for the signals whose default action terminates it
 * (SIGABRT as abort() does) and does nothing for those ignored by default.
 * abort() runs a SIGABRT handler first: the encoder calls
 * __swarmbmc_signal_abort when this model is linked (encoder/calls/Calls.cpp).
 * Asynchronous delivery (alarm, setitimer, and a pause or sigsuspend
 * waiting for one) is not modelled: where a handler could run at any
 * moment the path is cut as unsupported, so a proof never silently
 * ignores the handler. Signal numbers and layouts are Linux's (x86-64 and
 * i386 alike). */
#include "swarmbmc_model.h"

typedef unsigned long size_t;
#define NULL ((void *)0)

typedef void (*handler_fn)(int);
typedef void (*action_fn)(int, void *, void *);

#define SIG_DFL_VALUE ((handler_fn)0)
#define SIG_IGN_VALUE ((handler_fn)1)
#define SIG_ERR_VALUE ((handler_fn)-1)
#define SIGNALS 65 /* 1..64 */
#define SIGABRT_NUMBER 6
#define SIGKILL_NUMBER 9
#define SIGSTOP_NUMBER 19
#define SIGALRM_NUMBER 14
#define SA_SIGINFO_FLAG 4
#define SA_RESETHAND_FLAG 0x80000000u
#define EINVAL_VALUE 22
#define SI_USER_CODE 0
#define SI_TKILL_CODE (-6)

int *__errno_location(void);
__attribute__((noreturn)) void abort(void);
__attribute__((noreturn)) void _Exit(int status);
void __swarmbmc_stream_unsupported(const char *what); /* cuts the path, named in the verdict */
/* Inputs named after what they stand for ("nondet_getpid() = 2" in a trace). */
int nondet_getpid(void);
unsigned nondet_alarm_remaining(void);

/* glibc's struct sigaction: the handler (or sa_sigaction), a 1024-bit
 * mask, the flags, the restorer. */
struct model_sigaction {
  void *handler;
  unsigned long long mask[16];
  int flags;
  void (*restorer)(void);
};

/* What the program installed, per signal, and the signals it blocked.
 * Zero is SIG_DFL for every signal, as at program start. */
struct signal_state {
  void *handlers[SIGNALS];
  unsigned flags[SIGNALS];
  unsigned long long blocked;
  unsigned long long handled; /* the signals with a handler installed: bit sig - 1 */
  unsigned alarm_seconds;
  int pid;
};
static struct signal_state signals;

static int fail_einval(void) {
  *__errno_location() = EINVAL_VALUE;
  return -1;
}

static int valid_signal(int sig) { return sig >= 1 && sig < SIGNALS; }

static int has_handler(int sig) { return (signals.handled >> (sig - 1)) & 1; }

static void set_disposition(int sig, void *handler, unsigned flags) {
  signals.handlers[sig] = handler;
  signals.flags[sig] = flags;
  const unsigned long long bit = 1ull << (sig - 1);
  if (handler == (void *)SIG_DFL_VALUE || handler == (void *)SIG_IGN_VALUE)
    signals.handled &= ~bit;
  else
    signals.handled |= bit;
}

/* The 16 words of a sigset_t, without a loop (one would need --depth 16). */
static void fill_words(unsigned long long *set, unsigned long long word) {
  set[0] = set[1] = set[2] = set[3] = set[4] = set[5] = set[6] = set[7] = word;
  set[8] = set[9] = set[10] = set[11] = set[12] = set[13] = set[14] = set[15] = word;
}

#define TERMINATES 1

/* The default action: nothing for the signals ignored by default (and
 * SIGCONT), a stop cut as unsupported, otherwise TERMINATES: the caller
 * (raise, kill) ends the program, SIGABRT as abort() does, so that
 * what is reported at the end names it. */
static int default_action(int sig) {
  if (sig == 17 || sig == 18 || sig == 23 || sig == 28) return 0; /* SIGCHLD SIGCONT SIGURG SIGWINCH */
  if (sig >= 19 && sig <= 22 && sig != SIGSTOP_NUMBER)
    __swarmbmc_stream_unsupported("a stop signal with its default action (stopping is not modelled)");
  return TERMINATES;
}

/* Delivers `sig` to the program now, `code` the siginfo's si_code:
 * TERMINATES when its default action ends the program. */
static int deliver(int sig, int code) {
  if (sig == 0) return 0; /* as Linux's tgkill: only checks that the process exists */
  if (!valid_signal(sig)) return fail_einval();
  if (signals.blocked & (1ull << (sig - 1))) {
    __swarmbmc_stream_unsupported("raise of a blocked signal (pending signals are not modelled)");
    return 0;
  }
  void *h = signals.handlers[sig];
  if (h == (void *)SIG_IGN_VALUE) return 0;
  if (h == (void *)SIG_DFL_VALUE) return default_action(sig);
  const unsigned flags = signals.flags[sig];
  if (flags & SA_RESETHAND_FLAG) set_disposition(sig, (void *)SIG_DFL_VALUE, 0);
  if (flags & SA_SIGINFO_FLAG) {
    int info[32] = {0}; /* siginfo_t: si_signo, si_errno, si_code, then the sender's pid */
    info[0] = sig;
    info[2] = code;
    ((action_fn)h)(sig, info, NULL);
  } else {
    ((handler_fn)h)(sig);
  }
  return 0;
}

/* abort(): the encoder calls this first when the model is linked. A
 * handler that returns leaves abort to end the program. */
void __swarmbmc_signal_abort(void) {
  if (has_handler(SIGABRT_NUMBER)) deliver(SIGABRT_NUMBER, SI_TKILL_CODE);
}

/* Read by signal and sigaction, so that linking them links
 * __swarmbmc_signal_abort (the models are linked only as far as needed). */
static void (*const volatile abort_hook)(void) = __swarmbmc_signal_abort;

static int installable(int sig) { return valid_signal(sig) && sig != SIGKILL_NUMBER && sig != SIGSTOP_NUMBER; }

handler_fn signal(int sig, handler_fn handler) {
  if (!installable(sig) || handler == SIG_ERR_VALUE || abort_hook == NULL) {
    fail_einval();
    return SIG_ERR_VALUE;
  }
  handler_fn old = (handler_fn)signals.handlers[sig];
  set_disposition(sig, (void *)handler, 0); /* glibc's signal: BSD semantics, SA_RESTART only */
  return old;
}

int sigaction(int sig, const struct model_sigaction *act, struct model_sigaction *old) {
  if (!valid_signal(sig) || (act && !installable(sig)) || abort_hook == NULL) return fail_einval();
  if (old) {
    old->handler = signals.handlers[sig];
    fill_words(old->mask, 0);
    old->flags = (int)signals.flags[sig];
    old->restorer = NULL;
  }
  if (act) set_disposition(sig, act->handler, (unsigned)act->flags);
  return 0;
}

int raise(int sig) {
  const int delivered = deliver(sig, SI_TKILL_CODE);
  if (delivered != TERMINATES) return delivered;
  if (sig == SIGABRT_NUMBER) abort();
  _Exit(128 + sig);
}

/* The process id: any positive value, the same at every call. */
int getpid(void) {
  if (signals.pid == 0) {
    int pid = nondet_getpid();
    __VERIFIER_assume(pid > 1);
    signals.pid = pid;
  }
  return signals.pid;
}

int kill(int pid, int sig) {
  if (sig != 0 && !valid_signal(sig)) return fail_einval();
  if (pid != 0 && pid != getpid()) {
    __swarmbmc_stream_unsupported("kill of another process (other processes are not modelled)");
    return -1;
  }
  const int delivered = deliver(sig, SI_USER_CODE);
  if (delivered != TERMINATES) return delivered;
  if (sig == SIGABRT_NUMBER) abort();
  _Exit(128 + sig);
}

static void asynchronous(int sig, const char *what) {
  if (has_handler(sig)) __swarmbmc_stream_unsupported(what);
}

unsigned alarm(unsigned seconds) {
  asynchronous(SIGALRM_NUMBER, "alarm with a SIGALRM handler installed (asynchronous signal handlers are not modelled)");
  unsigned before = signals.alarm_seconds;
  unsigned left = 0;
  if (before != 0) { /* the previous alarm's remaining seconds: any of 0..before */
    left = nondet_alarm_remaining();
    __VERIFIER_assume(left <= before);
  }
  signals.alarm_seconds = seconds;
  return left;
}

struct model_itimerval {
  long interval_seconds, interval_microseconds, value_seconds, value_microseconds;
};

int setitimer(int which, const struct model_itimerval *value, struct model_itimerval *old) {
  if (which < 0 || which > 2) return fail_einval();
  static const int timer_signal[3] = {SIGALRM_NUMBER, 26, 27}; /* ITIMER_REAL, _VIRTUAL, _PROF */
  asynchronous(timer_signal[which], "setitimer with a handler installed for its signal (asynchronous signal handlers are not modelled)");
  if (old) __swarmbmc_stream_unsupported("setitimer's old value (timers are not modelled)");
  (void)value;
  return 0;
}

/* Waiting for a signal: with no handler installed no signal can make it
 * return (one would end the program), so the path ends here. */
static int wait_for_signal(const char *what) {
  if (signals.handled != 0) __swarmbmc_stream_unsupported(what);
  __VERIFIER_assume(0);
  return -1;
}

int pause(void) { return wait_for_signal("pause with a signal handler installed (asynchronous signal handlers are not modelled)"); }

int sigsuspend(const void *mask) {
  (void)mask;
  return wait_for_signal("sigsuspend with a signal handler installed (asynchronous signal handlers are not modelled)");
}

/* sigset_t: 1024 bits, of which Linux uses the first 64. */
int sigemptyset(unsigned long long *set) {
  if (!set) return fail_einval();
  fill_words(set, 0);
  return 0;
}

int sigfillset(unsigned long long *set) {
  if (!set) return fail_einval();
  fill_words(set, ~0ull);
  set[0] &= ~(3ull << 31); /* glibc keeps its internal SIGCANCEL (32) and SIGSETXID (33) out */
  return 0;
}

int sigaddset(unsigned long long *set, int sig) {
  if (!set || !valid_signal(sig)) return fail_einval();
  set[0] |= 1ull << (sig - 1);
  return 0;
}

int sigdelset(unsigned long long *set, int sig) {
  if (!set || !valid_signal(sig)) return fail_einval();
  set[0] &= ~(1ull << (sig - 1));
  return 0;
}

int sigismember(const unsigned long long *set, int sig) {
  if (!set || !valid_signal(sig)) return fail_einval();
  return (set[0] >> (sig - 1)) & 1;
}

int sigprocmask(int how, const unsigned long long *set, unsigned long long *old) {
  if (set && (how < 0 || how > 2)) return fail_einval();
  if (old) {
    fill_words(old, 0);
    old[0] = signals.blocked;
  }
  if (!set) return 0;
  const unsigned long long unblockable = (1ull << (SIGKILL_NUMBER - 1)) | (1ull << (SIGSTOP_NUMBER - 1));
  if (how == 0) signals.blocked |= set[0];
  if (how == 1) signals.blocked &= ~set[0];
  if (how == 2) signals.blocked = set[0];
  signals.blocked &= ~unblockable;
  return 0;
}

int pthread_sigmask(int how, const unsigned long long *set, unsigned long long *old) {
  int failed = sigprocmask(how, set, old);
  return failed ? EINVAL_VALUE : 0;
}
