/* C library model: env (to be written). */
