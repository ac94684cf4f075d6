package com.example.greeter;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The Spring side: scans for {@link Greetings}; the debug server comes from the starter's auto-configuration. */
@SpringBootApplication
public class GreeterConfiguration {
}
